import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { ClientesInativos } from '../components/ClientesInativos.tsx';
import { RelatorioVendas } from '../components/RelatorioVendas.tsx';

/** Menu 'Relatórios': sales (by representative, product or customer) and inactive customers. */
export default function Relatorios() {
  const [aba, setAba] = useState(0);
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1, fontWeight: 600 }}>
        RELATÓRIOS
      </Typography>
      <Tabs value={aba} onChange={(_, v: number) => setAba(v)} sx={{ mb: 2 }}>
        <Tab label="Vendas" />
        <Tab label="Clientes inativos" />
      </Tabs>
      {aba === 0 ? <RelatorioVendas /> : <ClientesInativos />}
    </Box>
  );
}
