import { ptBR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

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
  // The date pickers' texts come with them (ui/EntradaData.tsx), so they stay out of the first load.
  ptBR,
);
