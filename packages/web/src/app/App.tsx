import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { criarQueryClient } from '../api/queryClient.ts';
import { Aguarde } from '../ui/Aguarde.tsx';
import { AlertaErroProvider } from '../ui/AlertaErro.tsx';
import { AlertaSucesso } from '../ui/AlertaSucesso.tsx';
import { AppRouter } from './router.tsx';
import { tema } from './tema.ts';

export function App() {
  const [queryClient] = useState(criarQueryClient);
  return (
    <ThemeProvider theme={tema}>
      <CssBaseline />
      {/* The date pickers' provider is in ui/EntradaData.tsx, so they load only with the screens using them. */}
      <QueryClientProvider client={queryClient}>
        <AlertaErroProvider>
          <BrowserRouter>
            <AppRouter />
          </BrowserRouter>
          <AlertaSucesso />
          <Aguarde />
        </AlertaErroProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
