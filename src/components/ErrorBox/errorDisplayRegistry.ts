import type { ComponentType } from 'react';
import type { ErrorDisplayProps } from './types';

const displaysByErrorType = new Map<string, ComponentType<ErrorDisplayProps>>();

/** Makes ErrorBox show `component` instead of its default display for errors of `errorType`. */
export function registerErrorDisplay(errorType: string, component: ComponentType<ErrorDisplayProps>): void {
  displaysByErrorType.set(errorType, component);
}

export function getErrorDisplay(errorType: string): ComponentType<ErrorDisplayProps> | undefined {
  return displaysByErrorType.get(errorType);
}

/** Forgets every registration; for tests. */
export function resetErrorDisplayRegistry(): void {
  displaysByErrorType.clear();
}
