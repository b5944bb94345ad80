import './ListeningLink.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListeningLinkResponse } from '@fabelhaft/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBff } from '../../api/client';
import { usePageTexts } from '../../i18n/page-texts';

const texts = {
  de: {
    title: 'Link zum Zuhören',
    lead: 'Der QR-Code im gedruckten Buch öffnet eine Seite, auf der die Geschichte vorgelesen wird – ohne Anmeldung. Solange der Link aus ist, zeigt sie nichts.',
    toggle: 'Link zum Zuhören: {{state}}',
    on: 'an',
    off: 'aus',
    renew: 'Neuer Link',
    renewNote: 'Der bisherige Link und der QR-Code im gedruckten Buch funktionieren dann nicht mehr.',
    failed: 'Das hat nicht geklappt. Bitte versuch es noch einmal.',
    none: 'Den Link gibt es, sobald das Buch hergestellt ist.',
  },
  en: {
    title: 'Listening link',
    lead: 'The QR code in the printed book opens a page that reads the story aloud – without signing in. While the link is off, it shows nothing.',
    toggle: 'Listening link: {{state}}',
    on: 'on',
    off: 'off',
    renew: 'New link',
    renewNote: 'The old link and the QR code in the printed book then stop working.',
    failed: 'That did not work. Please try again.',
    none: 'The link is there once the book has been made.',
  },
};

/**
 * issue #28 part 4 (ADR 0038): the owner's listening link of a paid book — on/off, the short link, "new link".
 * Asked for only when the parent opens it.
 */
export function ListeningLinkControl({ bookId }: { bookId: string }) {
  usePageTexts('listening', texts);
  const { t } = useTranslation();
  const api = useBff();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const noteId = useId();
  const key = ['listening-link', bookId] as const;
  const state = useQuery({
    queryKey: key,
    queryFn: () => api<ListeningLinkResponse>(`/books/${bookId}/listening-link`),
    enabled: open,
  });
  const save = (data: ListeningLinkResponse) => client.setQueryData(key, data);
  const toggle = useMutation({
    mutationFn: (enabled: boolean) =>
      api<ListeningLinkResponse>(`/books/${bookId}/listening-link`, {
        method: 'PUT',
        body: JSON.stringify({ enabled }),
      }),
    onSuccess: save,
  });
  const renew = useMutation({
    mutationFn: (replaces: string | undefined) =>
      api<ListeningLinkResponse>(`/books/${bookId}/listening-link/renew`, {
        method: 'POST',
        body: JSON.stringify(replaces ? { replaces } : {}),
      }),
    onSuccess: save,
  });
  const link = state.data;
  const token = link?.url?.split('/listen/')[1];
  const busy = toggle.isPending || renew.isPending;
  return (
    <details
      className="book-card-listening"
      data-testid="listening-link"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{t('listening.title')}</summary>
      <p className="book-card-listening-lead">{t('listening.lead')}</p>
      {state.isError && <p role="alert">{t('listening.failed')}</p>}
      {link && !link.url && <p>{t('listening.none')}</p>}
      {link?.url && (
        <>
          <label className="book-card-listening-toggle">
            <input
              type="checkbox"
              role="switch"
              checked={link.enabled}
              disabled={busy}
              onChange={(e) => toggle.mutate(e.target.checked)}
            />{' '}
            {t('listening.toggle', { state: link.enabled ? t('listening.on') : t('listening.off') })}
          </label>
          {link.enabled && (
            <p className="book-card-listening-url">
              <a href={link.url} data-testid="listening-url">
                {link.url.replace(/^https?:\/\//, '')}
              </a>
            </p>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-small"
            disabled={busy}
            aria-describedby={noteId}
            onClick={() => renew.mutate(token)}
          >
            {t('listening.renew')}
          </button>
          <p id={noteId} className="book-card-listening-note">
            {t('listening.renewNote')}
          </p>
        </>
      )}
      {(toggle.isError || renew.isError) && <p role="alert">{t('listening.failed')}</p>}
    </details>
  );
}
