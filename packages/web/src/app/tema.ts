import { ptBR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { ptBR as ptBRDatas } from '@mui/x-date-pickers/locales';

export const tema = createTheme(
  {
    palette: {
      primary: { main: '#1e5a8a' },
      secondary: { main: '#e08a1e' },
      background: { default: '#f4f6f8' },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTableCell: { styleOverrides: { root: { fontSize: '0.9rem' } } },
    },
  },
  ptBR,
  ptBRDatas,
);
