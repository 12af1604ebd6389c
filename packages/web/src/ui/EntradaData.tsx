import 'dayjs/locale/pt-br';
import type { TextFieldProps } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';

const TEXTOS = ptBR.components.MuiLocalizationProvider.defaultProps.localeText;
const ISO = 'YYYY-MM-DD';

// The calendar's weekday header as Brazilian calendars print it. The picker takes the first letter of
// dayjs's short names, which in pt-br are 'Dom', '2ª'... '6ª', 'Sáb': it read 'D 2 3 4 5 6 S'.
const INICIAIS_DIAS_SEMANA = ['D', 'S', 'T', 'Q', 'Q', 'S', 'S'] as const;
const inicialDoDia = (d: Dayjs) => INICIAIS_DIAS_SEMANA[d.day()] ?? '';

// While the year is being typed it reads 0002, 0020, 0202: not a day anyone means, so not passed on.
const completa = (d: Dayjs) => d.isValid() && d.year() >= 1000;

/** pt-BR texts and formats for the pickers inside, whatever the browser's language. */
export function LocalizacaoDatas({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pt-br" localeText={TEXTOS}>
      {children}
    </LocalizationProvider>
  );
}

export type PropsEntradaData = {
  label: string;
  /** yyyy-mm-dd, or '' for no date. */
  value: string;
  /** yyyy-mm-dd for a whole valid day, '' when emptied, null while the typed text is not a date. */
  onChange: (iso: string | null) => void;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  error?: boolean;
  helperText?: string;
  name?: string;
  onBlur?: () => void;
  inputRef?: TextFieldProps['inputRef'];
  sx?: TextFieldProps['sx'];
};

/**
 * A day typed or picked as dd/mm/aaaa whatever the browser's language (pt-BR texts and format).
 * The provider lives here, not in the app shell, so the pickers load only with the screens using them.
 */
export function EntradaData({ label, value, onChange, size, fullWidth, sx, ...campo }: PropsEntradaData) {
  // The half-typed text stays on screen: handing the picker back another value would reset its sections.
  const [digitado, setDigitado] = useState<Dayjs | null>(null);
  const externo = value ? dayjs(value, ISO) : null;
  const emEdicao = digitado !== null && (!completa(digitado) || digitado.format(ISO) === value);
  const dia = emEdicao ? digitado : externo?.isValid() ? externo : null;
  return (
    <LocalizacaoDatas>
      <DatePicker
        label={label}
        format="DD/MM/YYYY"
        dayOfWeekFormatter={inicialDoDia}
        value={dia}
        onChange={(d) => {
          setDigitado(d);
          onChange(d === null ? '' : completa(d) ? d.format(ISO) : null);
        }}
        slotProps={{ textField: { size, fullWidth, sx, ...campo } }}
      />
    </LocalizacaoDatas>
  );
}
