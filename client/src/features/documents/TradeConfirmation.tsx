import { useMutation } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorMessageId, errorMessageIdOf } from '../../i18n/errors';
import { useLocale } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { RequestDocumentMutation } from './queries';
import { useDownloadDocument } from './useDownloadDocument';
import './documents.css';

/**
 * Trade detail's "Confirmation (PDF)" of one fill of a position (`open`, or `close` once it is closed):
 * asks for the confirmation in the language on screen (made at once, or the one made before), then
 * downloads it. The button spins meanwhile; a refusal is told under it in the reader's language. The
 * confirmation is also kept in Mine → Documents.
 */
export function TradeConfirmation({ positionId, leg }: { positionId: string; leg: 'open' | 'close' }) {
  const { locale } = useLocale();
  const [request] = useMutation(RequestDocumentMutation);
  const download = useDownloadDocument();
  const [busy, setBusy] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    setErrorId(null);
    try {
      const { data } = await request({ variables: { input: { kind: 'TRADE_CONFIRMATION', language: locale, positionId, leg } } });
      const doc = data?.requestDocument;
      if (!doc) throw new Error('no document');
      if (doc.status !== 'READY') {
        setErrorId(doc.status === 'FAILED' ? errorMessageId(doc.errorCode) : 'error.DOCUMENT_NOT_READY');
        return;
      }
      await download(doc.id, doc.fileName);
    } catch (error) {
      setErrorId(errorMessageIdOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="trade-confirmation" data-testid={`detail-confirmation-${leg}`}>
      <Button variant="secondary" loading={busy} onClick={onClick} data-testid={`detail-confirmation-${leg}-button`}>
        {!busy && <Icon name="document" size={18} />}
        <FormattedMessage id="documents.confirmation" />
      </Button>
      <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
    </div>
  );
}
