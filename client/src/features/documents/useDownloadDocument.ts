import { useMutation } from '@apollo/client';
import { useCallback } from 'react';
import { DocumentDownloadUrlMutation } from './queries';

/**
 * Saves the file at a same-origin `url` the way a link with `download` does: the browser fetches it with
 * the session cookie and, the answer being an attachment, keeps it as a file (the page stays).
 */
export function saveFile(url: string, fileName?: string | null): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? '';
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Downloads one of the user's ready documents: a fresh signed link on every tap (each works five minutes
 * and each download is audited), then the file. Rejects with the server's error (DOCUMENT_NOT_READY…).
 */
export function useDownloadDocument(): (id: string, fileName?: string | null) => Promise<void> {
  const [getUrl] = useMutation(DocumentDownloadUrlMutation);
  return useCallback(
    async (id: string, fileName?: string | null) => {
      const { data } = await getUrl({ variables: { id } });
      const url = data?.documentDownloadUrl;
      if (!url) throw new Error('no download link');
      saveFile(url, fileName);
    },
    [getUrl],
  );
}
