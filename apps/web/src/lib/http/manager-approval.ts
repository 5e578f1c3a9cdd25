import type { TPermission } from '@menudelite/shared/team/permissions';
import { isHttpError } from './http-error';

/**
 * Issue 8's manager override on shared devices: an action the signed-in member may not do alone
 * answers 403 with the key managerApprovalRequired; a manager types their PIN on the same device and
 * the same request goes again with X-Manager-Pin. The dialog registers itself here as the one
 * `TPinPrompt`; the API client (api-client.ts) asks it and retries.
 */
export type TPinPrompt = {
  /** Ask for a PIN; null when the person cancels. `problem` is why the last PIN failed (wrong, too many tries). */
  ask(permission: TPermission, problem: unknown): Promise<string | null>;
  /** The action went through (close the dialog). */
  done(): void;
};

let prompt: TPinPrompt | null = null;

/** The dialog host calls this when it mounts (answers the function that unregisters it). */
export function registerPinPrompt(next: TPinPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

export function pinPrompt(): TPinPrompt | null {
  return prompt;
}

function detailKeys(error: unknown): { key: string; params?: Record<string, unknown> }[] {
  if (!isHttpError(error) || error.status !== 403 || !error.apiError?.details) return [];
  return error.apiError.details as { key: string; params?: Record<string, unknown> }[];
}

/** The permission a manager must approve, when the refusal asks for one; else null. */
export function approvalNeeded(error: unknown): TPermission | null {
  const detail = detailKeys(error).find((d) => d.key === 'managerApprovalRequired');
  const permission = detail?.params?.permission;
  return typeof permission === 'string' ? (permission as TPermission) : null;
}

/** A PIN attempt that the dialog should show and let the manager try again: wrong PIN, or 429 after too many. */
export function isPinProblem(error: unknown): boolean {
  if (isHttpError(error) && error.status === 429) return true;
  return detailKeys(error).some((d) => d.key === 'managerPinWrong');
}
