import { useConfig } from 'vike-react/useConfig';

/** Sets the document title for the page it is rendered in (server-rendered, updated on navigation). */
export function PageTitle({ title }: { title: string }) {
  const config = useConfig();
  config({ title: `${title} · Fabelhaft` });
  return null;
}
