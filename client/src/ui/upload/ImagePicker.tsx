import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../icons';
import { canRetry, checkFile, DEFAULT_MAX_IMAGES, planAdd, uploadedIds, uploadMessageId } from './pickerRules';
import { type UploadPurpose, UPLOAD_TYPES, UploadFailure, uploadImage } from './uploadImage';
import './image-picker.css';

interface Item {
  key: number;
  file: File;
  /** An object URL of the chosen file, or null when it is no image we can show. */
  preview: string | null;
  state: 'uploading' | 'done' | 'failed';
  progress: number;
  id?: string;
  code?: string;
}

export interface ImagePickerProps {
  purpose: UploadPurpose;
  /** How many images the form needs at most (default 9). */
  max?: number;
  /** The ids of the uploaded images, in order, whenever they change. */
  onChange: (ids: string[]) => void;
  /** True while any image is still uploading (a form waits before it submits). */
  onBusyChange?: (busy: boolean) => void;
  label?: ReactNode;
  testId?: string;
  /** Where to post (default this origin's /uploads). */
  url?: string;
  timeoutMs?: number;
}

/**
 * Chooses images and uploads each at once, with its preview, progress, a cancel button while it goes
 * up, and what went wrong in the user's language (with a retry when another try may help). Holds at
 * most `max` images; the form gets the uploads' ids through `onChange`.
 */
export function ImagePicker({
  purpose,
  max = DEFAULT_MAX_IMAGES,
  onChange,
  onBusyChange,
  label,
  testId = 'image-picker',
  url,
  timeoutMs,
}: ImagePickerProps) {
  const intl = useIntl();
  const inputId = useId();
  const [items, setItems] = useState<Item[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const nextKey = useRef(1);
  const controllers = useRef(new Map<number, AbortController>());
  const previews = useRef(new Set<string>());
  const callbacks = useRef({ onChange, onBusyChange });
  callbacks.current = { onChange, onBusyChange };

  const ids = uploadedIds(items).join(',');
  const busy = items.some((i) => i.state === 'uploading');
  useEffect(() => {
    callbacks.current.onChange(ids ? ids.split(',') : []);
  }, [ids]);
  useEffect(() => {
    callbacks.current.onBusyChange?.(busy);
  }, [busy]);

  // Leaving the form stops what is still going up and frees the previews.
  useEffect(() => {
    const running = controllers.current;
    const urls = previews.current;
    return () => {
      for (const c of running.values()) c.abort();
      for (const u of urls) URL.revokeObjectURL(u);
    };
  }, []);

  const update = (key: number, patch: Partial<Item>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  const start = (key: number, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    update(key, { state: 'uploading', progress: 0, code: undefined });
    uploadImage(file, purpose, { signal: controller.signal, url, timeoutMs, onProgress: (progress) => update(key, { progress }) })
      .then((up) => update(key, { state: 'done', id: up.id, progress: 1 }))
      .catch((err: unknown) => update(key, { state: 'failed', code: err instanceof UploadFailure ? err.code : 'UPLOAD_FAILED' }))
      .finally(() => {
        if (controllers.current.get(key) === controller) controllers.current.delete(key);
      });
  };

  const add = (files: File[]) => {
    const { accepted, refused } = planAdd(items.length, files, max);
    setTooMany(refused > 0);
    const added: Item[] = accepted.map((file) => {
      const code = checkFile(file) ?? undefined;
      const showable = !code && (UPLOAD_TYPES as readonly string[]).includes(file.type);
      const preview = showable && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
      if (preview) previews.current.add(preview);
      return { key: nextKey.current++, file, preview, state: code ? 'failed' : 'uploading', progress: 0, code };
    });
    setItems((list) => [...list, ...added]);
    for (const item of added) if (item.state === 'uploading') start(item.key, item.file);
  };

  const remove = (item: Item) => {
    controllers.current.get(item.key)?.abort();
    controllers.current.delete(item.key);
    if (item.preview) {
      URL.revokeObjectURL(item.preview);
      previews.current.delete(item.preview);
    }
    setTooMany(false);
    setItems((list) => list.filter((i) => i.key !== item.key));
  };

  return (
    <div className="image-picker" data-testid={testId}>
      {label && <span className="field__label">{label}</span>}
      <ul className="image-picker__grid">
        {items.map((item, index) => {
          const percent = Math.round(item.progress * 100);
          return (
            <li key={item.key} className="image-picker__tile" data-state={item.state} data-testid={`${testId}-item`}>
              {item.preview ? (
                <img
                  className="image-picker__preview"
                  src={item.preview}
                  alt={intl.formatMessage({ id: 'upload.image' }, { n: index + 1 })}
                />
              ) : (
                <Icon name="document" size={28} className="image-picker__placeholder" />
              )}
              {item.state === 'uploading' && (
                <div className="image-picker__overlay">
                  <div
                    className="image-picker__bar"
                    role="progressbar"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    aria-label={intl.formatMessage({ id: 'upload.uploading' }, { percent })}
                  >
                    <span style={{ width: `${percent}%` }} />
                  </div>
                  <span className="image-picker__status">
                    <FormattedMessage id="upload.uploading" values={{ percent }} />
                  </span>
                  <button
                    type="button"
                    className="image-picker__link"
                    onClick={() => controllers.current.get(item.key)?.abort()}
                    data-testid={`${testId}-cancel`}
                  >
                    <FormattedMessage id="upload.cancel" />
                  </button>
                </div>
              )}
              {item.state === 'failed' && (
                <div className="image-picker__overlay image-picker__overlay--error" role="alert">
                  <span className="image-picker__status" data-testid={`${testId}-error`}>
                    <FormattedMessage id={uploadMessageId(item.code)} />
                  </span>
                  {canRetry(item.code) && (
                    <button
                      type="button"
                      className="image-picker__link"
                      onClick={() => start(item.key, item.file)}
                      data-testid={`${testId}-retry`}
                    >
                      <FormattedMessage id="upload.retry" />
                    </button>
                  )}
                </div>
              )}
              {item.state !== 'uploading' && (
                <button
                  type="button"
                  className="image-picker__remove"
                  aria-label={intl.formatMessage({ id: 'upload.remove' })}
                  onClick={() => remove(item)}
                  data-testid={`${testId}-remove`}
                >
                  <Icon name="close" size={14} />
                </button>
              )}
            </li>
          );
        })}
        {items.length < max && (
          <li className="image-picker__tile image-picker__add">
            <label htmlFor={inputId} className="image-picker__add-label">
              <span className="image-picker__plus" aria-hidden="true">
                +
              </span>
              <FormattedMessage id="upload.add" />
            </label>
            <input
              id={inputId}
              type="file"
              accept={UPLOAD_TYPES.join(',')}
              multiple={max - items.length > 1}
              className="image-picker__input"
              data-testid={`${testId}-input`}
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                e.target.value = ''; // the same file may be chosen again after a removal
                if (files.length > 0) add(files);
              }}
            />
          </li>
        )}
      </ul>
      {tooMany && (
        <p className="image-picker__notice" role="status" data-testid={`${testId}-too-many`}>
          <FormattedMessage id="upload.tooMany" values={{ max }} />
        </p>
      )}
    </div>
  );
}
