import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { LocalizacaoDatas } from './EntradaData.tsx';

const ISO_MES = 'YYYY-MM';
// While the year is being typed it reads 0002, 0020, 0202: not a month anyone means, so not passed on.
const completo = (d: Dayjs) => d.isValid() && d.year() >= 1000;

/**
 * The 'Mês' filter of the commission statement and the goals list: a month typed or picked as mm/aaaa with
 * month names in Portuguese whatever the browser's language (the browser's own month input reads
 * "November 2026" in an English browser). `valor` and `mudar` speak aaaa-mm.
 */
export function EntradaMes({
  valor,
  mudar,
  incompleto,
  label = 'Mês',
  fullWidth,
  ...campo
}: {
  valor: string;
  mudar: (mes: string) => void;
  /** Called while the typed text is not a whole month (a form then shows its schema's message). */
  incompleto?: () => void;
  label?: string;
  fullWidth?: boolean;
  error?: boolean;
  helperText?: string;
  name?: string;
  onBlur?: () => void;
}) {
  // The half-typed text stays on screen, as in EntradaData.
  const [digitado, setDigitado] = useState<Dayjs | null>(null);
  const externo = valor ? dayjs(`${valor}-01`) : null;
  const emEdicao = digitado !== null && (!completo(digitado) || digitado.format(ISO_MES) === valor);
  const mes = emEdicao ? digitado : externo?.isValid() ? externo : null;
  return (
    <LocalizacaoDatas>
      <DatePicker
        label={label}
        views={['month', 'year']}
        openTo="month"
        format="MM/YYYY"
        value={mes}
        onChange={(d) => {
          setDigitado(d);
          if (d !== null && completo(d)) mudar(d.format(ISO_MES));
          else incompleto?.();
        }}
        slotProps={{
          textField: fullWidth ? { fullWidth, ...campo } : { size: 'small', sx: { width: 180 }, ...campo },
        }}
      />
    </LocalizacaoDatas>
  );
}
