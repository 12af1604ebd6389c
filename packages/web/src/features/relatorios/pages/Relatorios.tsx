import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { ClientesInativos } from '../components/ClientesInativos.tsx';
import { RelatorioRoteiro } from '../components/RelatorioRoteiro.tsx';
import { RelatorioVendas } from '../components/RelatorioVendas.tsx';

/** Menu 'Relatórios': sales (by representative, product or customer), inactive customers, route and visits. */
export default function Relatorios() {
  const [aba, setAba] = useState(0);
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1, fontWeight: 600 }}>
        RELATÓRIOS
      </Typography>
      {/* On a phone the three tabs do not fit: they scroll, with arrows, instead of cutting the last. */}
      <Tabs
        value={aba}
        onChange={(_, v: number) => setAba(v)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        <Tab label="Vendas" />
        <Tab label="Clientes inativos" />
        <Tab label="Roteiro e visitas" />
      </Tabs>
      {aba === 0 && <RelatorioVendas />}
      {aba === 1 && <ClientesInativos />}
      {aba === 2 && <RelatorioRoteiro />}
    </Box>
  );
}
