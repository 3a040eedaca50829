import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UPLOAD_TIMEOUT_MS } from '../../constants';
import { errorMessageId } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/Field';

/** Sends one banner image to POST /uploads (purpose first, then the file); resolves its upload id. */
async function uploadBanner(file: File): Promise<string> {
  const body = new FormData();
  body.append('purpose', 'banner');
  body.append('file', file);
  const res = await fetch('./uploads', {
    method: 'POST',
    body,
    credentials: 'same-origin',
    // The CSRF rule of /graphql: a header only our own pages can add.
    headers: { 'apollo-require-preflight': 'true' },
    signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
  });
  const json = (await res.json().catch(() => null)) as { id?: string; error?: { code?: string } } | null;
  if (!res.ok || !json?.id) throw new Error(json?.error?.code ?? 'INTERNAL_ERROR');
  return json.id;
}

/**
 * A banner's image: the current one (its public link), or a new JPEG, PNG or WebP sent through the
 * uploads module (sniffed, re-encoded and stored there); the item refers to the upload id.
 */
export function BannerImageField({
  imageUrl,
  onChange,
}: {
  /** The saved image's public link, when there is one. */
  imageUrl: string | null;
  onChange: (uploadId: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      const uploadId = await uploadBanner(file);
      setPreview(URL.createObjectURL(file));
      onChange(uploadId);
    } catch (e) {
      const code = e instanceof Error && e.name !== 'TimeoutError' ? e.message : 'UPLOAD_TIMEOUT';
      setError(intl.formatMessage({ id: code === 'UPLOAD_TIMEOUT' ? 'status.timeout' : errorMessageId(code) }));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const shown = preview ?? imageUrl;
  return (
    <div className="ops-content-field">
      <label htmlFor={id}>
        <FormattedMessage id="ops.content.field.image" />
      </label>
      {shown && <img className="ops-content-image" src={shown} alt="" data-testid="ops-content-image-preview" />}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="ops-content-file"
        onChange={(e) => void pick(e.target.files?.[0])}
        data-testid="ops-content-image-input"
      />
      <Button
        variant="secondary"
        block={false}
        loading={busy}
        onClick={() => input.current?.click()}
        data-testid="ops-content-image-choose"
      >
        <FormattedMessage id={shown ? 'ops.content.image.replace' : 'ops.content.image.choose'} />
      </Button>
      <FormError>{error}</FormError>
    </div>
  );
}
