import 'dayjs/locale/pt-br';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { criarQueryClient } from '../api/queryClient.ts';
import { Aguarde } from '../ui/Aguarde.tsx';
import { AlertaErroProvider } from '../ui/AlertaErro.tsx';
import { Rotas } from './rotas.tsx';
import { tema } from './tema.ts';

export function App() {
  const [queryClient] = useState(criarQueryClient);
  return (
    <ThemeProvider theme={tema}>
      <CssBaseline />
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pt-br">
        <QueryClientProvider client={queryClient}>
          <AlertaErroProvider>
            <BrowserRouter>
              <Rotas />
            </BrowserRouter>
            <Aguarde />
          </AlertaErroProvider>
        </QueryClientProvider>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
