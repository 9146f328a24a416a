// A signature captured on screen: a canvas drawn with the mouse, a finger or a pen (pointer events), turned
// into a PNG data URL. Our own ~60 lines rather than a library: no smoothing is needed for an attendance
// proof, and the pad must stay in this page's lazy chunk.
import { useEffect, useRef } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { attendanceFr } from '../../../i18n/attendance.ts';

interface Props {
  label: string;
  onChange: (dataUrl: string | null) => void;
  width?: number;
  height?: number;
}

export function SignaturePad({ label, onChange, width = 360, height = 140 }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.lineWidth = 2.2;
    ctx.lineCap = 'round';
    ctx.strokeStyle = '#1a237e';
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [((e.clientX - r.left) * width) / r.width, ((e.clientY - r.top) * height) / r.height] as const;
  };
  const down = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const [x, y] = point(e);
    ctx.beginPath();
    ctx.moveTo(x, y);
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!drawing.current || !ctx) return;
    const [x, y] = point(e);
    ctx.lineTo(x, y);
    ctx.stroke();
    drawn.current = true;
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    if (drawn.current && canvas.current) onChange(canvas.current.toDataURL('image/png'));
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, width, height);
    drawn.current = false;
    onChange(null);
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }}
      >
        <canvas
          ref={canvas}
          width={width}
          height={height}
          role="img"
          aria-label={label}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerLeave={up}
          style={{
            border: '1px dashed #9e9e9e',
            borderRadius: 4,
            touchAction: 'none',
            background: '#fff',
            maxWidth: '100%',
          }}
        />
        <Button size="small" onClick={clear}>
          {attendanceFr.emargement.clear}
        </Button>
      </Stack>
    </Box>
  );
}
