import { ApiError } from './api-client';

/**
 * The server's `{field: ['…']}` of a 400 answer as a form's errors (the first message of each of
 * `fields`); other keys of the body (`error`, `code`) are left out.
 */
export function serverFieldErrors<F extends string>(body: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  if (typeof body !== 'object' || body === null) return errors;
  for (const field of fields) {
    const messages = (body as Record<string, unknown>)[field];
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[field] = messages[0];
  }
  return errors;
}

/** The same, from a failed call. */
export const fieldErrorsOf = <F extends string>(error: unknown, fields: readonly F[]) =>
  serverFieldErrors(error instanceof ApiError ? error.body : undefined, fields);

/** Every refused field of a failed call's 400, its messages joined (forms that show whatever the server names). */
export function allFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || typeof error.body !== 'object' || !error.body) return {};
  return Object.fromEntries(
    Object.entries(error.body as Record<string, unknown>)
      .filter(([, value]) => Array.isArray(value))
      .map(([key, value]) => [key, (value as string[]).join(' · ')]),
  );
}

/**
 * A form's input props for one field, with the server's refusal of it (the failed call's 400) when the
 * form has no error of its own there: `const field = withServerErrors(form.getInputProps, call.error)`.
 */
export function withServerErrors<N extends string, P extends { error?: unknown }>(getInputProps: (name: N) => P, error: unknown) {
  const server = allFieldErrors(error);
  return (name: N): P => {
    const props = getInputProps(name);
    return { ...props, error: props.error ?? server[name] };
  };
}
