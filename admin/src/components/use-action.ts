import { useMutation } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { SupportDataProvider } from '../data/data-provider';

/**
 * Runs one workflow action (a custom data-provider method), then says so and reloads the page's data.
 * Errors show the server's `detail` (docs/admin-api.md `{ detail, code }`).
 */
export function useSupportAction<I>(
  run: (dataProvider: SupportDataProvider, input: I) => Promise<unknown>,
  success: (input: I) => { message: string; args?: Record<string, unknown> },
  onDone?: () => void,
) {
  const dataProvider = useDataProvider<SupportDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: I) => run(dataProvider, input),
    onSuccess: (_data, input) => {
      const { message, args } = success(input);
      notify(message, { type: 'success', messageArgs: args });
      onDone?.();
      refresh();
    },
    onError: (error: unknown) => {
      const body = error instanceof HttpError ? (error.body as { detail?: string } | undefined) : undefined;
      const detail = body?.detail ?? (error instanceof Error ? error.message : String(error));
      notify('fabelhaft.errors.generic', { type: 'error', messageArgs: { detail } });
    },
  });
}
