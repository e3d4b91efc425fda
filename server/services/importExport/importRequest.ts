/**
 * The HTTP side shared by the export and import routes of dashboards, charts, datasets and
 * databases: the multipart import form (`formData` file, `overwrite`, `passwords`), its errors in
 * Superset's shapes, and the ZIP download reply.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasPermission, isAdmin } from '../../auth/permissions';
import { HttpError, SupersetErrorsException, supersetError } from '../../errors';
import { BundleProblems, NotAZipError, parseBundle } from './parseBundle';
import { importBundle, type ImportKind } from './importBundle';
import { importErrorMessage } from './importErrorMessage';
import type { ExportedBundle } from './exportBundle';
import type { BundleType } from './bundleNames';

/** Large enough for a bundle of many dashboards. */
const MAX_BUNDLE_BYTES = 100 * 1024 * 1024;

const BUNDLE_TYPE: Record<ImportKind, BundleType> = {
  dashboards: 'Dashboard',
  charts: 'Slice',
  datasets: 'SqlaTable',
  databases: 'Database',
};
const SINGULAR: Record<ImportKind, string> = {
  dashboards: 'dashboard',
  charts: 'chart',
  datasets: 'dataset',
  databases: 'database',
};

interface ImportForm {
  bundle: Buffer | null;
  overwrite: boolean;
  /** Bundle file (`databases/x.yaml`) → password. */
  passwords: Record<string, string>;
}

/** The `passwords` field: a JSON object of texts (Superset json.loads it and fails on anything else). */
function parsePasswords(text: string | null): Record<string, string> {
  if (text === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const valid =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((password) => typeof password === 'string');
  if (!valid) throw new HttpError(400, 'passwords: a JSON object of bundle file names to passwords is expected');
  return value as Record<string, string>;
}

async function readImportForm(request: FastifyRequest): Promise<ImportForm> {
  let bundle: Buffer | null = null;
  let overwrite = false;
  let passwords: string | null = null;
  // Superset reads `request.files`: any other body simply holds no bundle.
  if (!request.isMultipart()) return { bundle, overwrite, passwords: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'formData' && bundle === null) bundle = content;
      } else if (part.fieldname === 'overwrite') {
        overwrite = part.value === 'true';
      } else if (part.fieldname === 'passwords') {
        passwords = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, `Malformed form body: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { bundle, overwrite, passwords: parsePasswords(passwords) };
}

/** Registers the multipart parser in an encapsulated scope of the import routes. */
export async function prepareImportScope(scope: FastifyInstance): Promise<void> {
  if (!scope.hasRequestDecorator('isMultipart'))
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_BUNDLE_BYTES } });
}

/** Handles an import request of this kind; answers Superset's `{"message": "OK"}`. */
export async function handleImport(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: ImportKind,
): Promise<{ message: string }> {
  const user = request.user;
  if (!user) throw new HttpError(401, 'Not authorized');
  const form = await readImportForm(request);
  if (!form.bundle) throw new HttpError(400, 'Arguments are not correct');
  try {
    const bundle = parseBundle(new Uint8Array(form.bundle), BUNDLE_TYPE[kind], form.passwords);
    await importBundle(app.store.db, bundle, {
      kind,
      overwrite: form.overwrite,
      userId: user.id,
      isAdmin: isAdmin(user),
      canCreate: (view) => hasPermission(user, 'can_write', view),
    });
  } catch (error) {
    if (error instanceof NotAZipError) throw new HttpError(400, error.message);
    if (error instanceof BundleProblems) {
      throw new SupersetErrorsException(422, [
        supersetError(
          importErrorMessage(SINGULAR[kind], error.problems),
          'GENERIC_COMMAND_ERROR',
          'warning',
          error.problems,
        ),
      ]);
    }
    throw error;
  }
  return { message: 'OK' };
}

/** The ZIP as Superset's send_file answers it. */
export function sendBundle(reply: FastifyReply, bundle: ExportedBundle): FastifyReply {
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename=${bundle.filename}`)
    .send(Buffer.from(bundle.zip));
}
