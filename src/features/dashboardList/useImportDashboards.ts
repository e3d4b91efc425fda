import { useCallback, useState } from 'react';
import { useImportDashboardsMutation } from '../../api/dashboardList';
import type { ClientError } from '../../api/types';
import { useToasts } from '../toasts';
import { classifyImportFailure } from './importErrors';

const DASHBOARD_IMPORTED_TEXT = 'Dashboard imported';
/** What the user types to confirm overwriting, as in Superset. */
export const OVERWRITE_CONFIRMATION = 'OVERWRITE';

interface ImportDashboardsFlow {
  file: File | null;
  chooseFile: (file: File | null) => void;
  /** Bundle files of databases whose passwords the server asked for. */
  passwordsNeeded: string[];
  passwords: Record<string, string>;
  setPassword: (fileName: string, password: string) => void;
  /** Bundle files of objects that already exist: overwriting them needs a confirmation. */
  alreadyExists: string[];
  confirmation: string;
  setConfirmation: (text: string) => void;
  /** Whether the next post may go: a file, and the overwrite confirmed when it is asked. */
  canSubmit: boolean;
  importing: boolean;
  /** Posts the bundle; resolves true once the server imported it. */
  submit: () => Promise<boolean>;
  reset: () => void;
}

/**
 * Superset's import flow: post the ZIP; when the server answers that passwords are needed or that
 * objects already exist, ask for them (and for the overwrite confirmation) and post again, with
 * `overwrite=true` once confirmed. Any other refusal is told in a toast.
 */
export function useImportDashboards(): ImportDashboardsFlow {
  const toasts = useToasts();
  const [importBundle, { isLoading }] = useImportDashboardsMutation();
  const [file, setFile] = useState<File | null>(null);
  const [passwordsNeeded, setPasswordsNeeded] = useState<string[]>([]);
  const [passwords, setPasswords] = useState<Record<string, string>>({});
  const [alreadyExists, setAlreadyExists] = useState<string[]>([]);
  const [confirmation, setConfirmation] = useState('');

  const reset = useCallback(() => {
    setFile(null);
    setPasswordsNeeded([]);
    setPasswords({});
    setAlreadyExists([]);
    setConfirmation('');
  }, []);

  const chooseFile = useCallback((next: File | null) => {
    // A different bundle has different databases and objects: what was asked about no longer applies.
    setPasswordsNeeded([]);
    setPasswords({});
    setAlreadyExists([]);
    setConfirmation('');
    setFile(next);
  }, []);

  const overwriteConfirmed = confirmation === OVERWRITE_CONFIRMATION;
  const canSubmit = file !== null && (alreadyExists.length === 0 || overwriteConfirmed) && !isLoading;

  const submit = async (): Promise<boolean> => {
    if (!file) return false;
    try {
      await importBundle({ file, overwrite: alreadyExists.length > 0 && overwriteConfirmed, passwords }).unwrap();
      toasts.addSuccessToast(DASHBOARD_IMPORTED_TEXT);
      reset();
      return true;
    } catch (caught) {
      const failure = classifyImportFailure(caught as ClientError);
      if (failure.kind === 'terminal') {
        toasts.addDangerToast(failure.message);
      } else {
        setPasswordsNeeded(failure.passwordsNeeded);
        setAlreadyExists(failure.alreadyExists);
      }
      return false;
    }
  };

  return {
    file,
    chooseFile,
    passwordsNeeded,
    passwords,
    setPassword: (fileName, password) => setPasswords((current) => ({ ...current, [fileName]: password })),
    alreadyExists,
    confirmation,
    setConfirmation,
    canSubmit,
    importing: isLoading,
    submit,
    reset,
  };
}
