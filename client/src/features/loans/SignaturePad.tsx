import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A signature drawn with a finger or a mouse on a canvas. `onChange` gets whether something is drawn;
 * `padRef.current.toBlob()` gives the PNG to upload.
 */
export interface SignaturePadHandle {
  toBlob(): Promise<Blob | null>;
}

export function SignaturePad({ onChange, handle }: { onChange: (drawn: boolean) => void; handle: { current: SignaturePadHandle | null } }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    // Sharp on high-density screens: the bitmap follows the CSS size × devicePixelRatio.
    const ratio = window.devicePixelRatio || 1;
    c.width = c.clientWidth * ratio;
    c.height = c.clientHeight * ratio;
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.2;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#1d1d29';
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, c.width, c.height);
    handle.current = { toBlob: () => new Promise((resolve) => c.toBlob((b) => resolve(b), 'image/png')) };
  }, [handle]);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = (e.target as HTMLCanvasElement).getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const start = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    drawing.current = true;
    try {
      canvas.current?.setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser does not track (a synthetic one): drawing still follows the moves.
    }
    const p = point(e);
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    const p = point(e);
    ctx.lineTo(p.x, p.y);
    ctx.stroke();
    if (!drawn) {
      setDrawn(true);
      onChange(true);
    }
  };
  const end = () => {
    drawing.current = false;
  };
  const clear = useCallback(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, c.width, c.height);
    ctx.restore();
    setDrawn(false);
    onChange(false);
  }, [onChange]);

  return (
    <div className="signature">
      <canvas
        ref={canvas}
        className="signature__canvas"
        data-testid="loan-signature"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
      />
      <div className="signature__bar">
        <span className="signature__hint">
          <FormattedMessage id={drawn ? 'loan.signature.drawn' : 'loan.signature.hint'} />
        </span>
        <button type="button" className="signature__clear" onClick={clear} data-testid="loan-signature-clear">
          <FormattedMessage id="loan.signature.clear" />
        </button>
      </div>
    </div>
  );
}
