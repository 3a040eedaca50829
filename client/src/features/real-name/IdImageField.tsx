import type { ReactNode } from 'react';
import { ImagePicker } from '../../ui/upload';

/**
 * One side of the ID document: the app's image picker limited to one image (purpose real_name), with
 * its preview, progress, cancel, retry and upload errors. Reports the upload's id once it is up (null
 * when removed or failed) and whether it is still going up.
 */
export function IdImageField({
  side,
  label,
  onChange,
  onBusyChange,
}: {
  side: 'front' | 'back';
  label: ReactNode;
  onChange: (id: string | null) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  return (
    <div className="id-image">
      <ImagePicker
        purpose="real_name"
        max={1}
        label={label}
        testId={`real-${side}`}
        onChange={(ids) => onChange(ids[0] ?? null)}
        onBusyChange={onBusyChange}
      />
    </div>
  );
}
