import { formatarData, formatarMoeda, MAXIMO_PARCELAS, MSG } from '@mascate/domain';
import {
  Button,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { useFormasPagamento } from '../api/cadastros.ts';
import type { EditorPedido } from '../hooks/useEditorPedido.ts';
import { DataParcela } from './DataParcela.tsx';

/** Section 'Pagamento': payment condition, instalment count and the instalments table. */
export function Pagamento({ editor }: { editor: EditorPedido }) {
  const alertar = useAlertaErro();
  const formas = useFormasPagamento();
  const [quantidade, setQuantidade] = useState(() => String(editor.parcelas.length || 1));
  const [editando, setEditando] = useState<number | null>(null);
  const gerar = () => {
    if (editor.totais.total <= 0) return alertar(MSG.parcelasValorMenorZero);
    const n = Number(quantidade);
    if (!Number.isInteger(n) || n < 1 || n > MAXIMO_PARCELAS) {
      return alertar(`Informe o número de parcelas (de 1 a ${MAXIMO_PARCELAS}).`);
    }
    editor.gerar(n);
  };
  const parcelaEditada = editor.parcelas.find((p) => p.parcela === editando);
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Pagamento
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label="Condições de Pagamento"
          value={editor.cabecalho.formaPagamentoId}
          onChange={(e) => editor.alterarCabecalho({ formaPagamentoId: Number(e.target.value) })}
          size="small"
          sx={{ minWidth: 240 }}
        >
          <MenuItem value={0}>Condições de Pagamento</MenuItem>
          {(formas.data ?? []).map((f) => (
            <MenuItem key={f.id} value={f.id}>
              {f.nome}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Parcelas"
          type="number"
          value={quantidade}
          onChange={(e) => setQuantidade(e.target.value)}
          size="small"
          slotProps={{ htmlInput: { min: 1, max: MAXIMO_PARCELAS } }}
          sx={{ width: 120 }}
        />
        <Button variant="outlined" onClick={gerar}>
          Gerar parcelas
        </Button>
      </Stack>
      {editor.parcelas.length > 0 && (
        <Table size="small" aria-label="Parcelas" sx={{ maxWidth: 520 }}>
          <TableHead>
            <TableRow>
              {['Parcela', 'Data', 'Valor'].map((c) => (
                <TableCell key={c} sx={{ fontWeight: 700 }}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {editor.parcelas.map((p) => (
              <TableRow key={p.parcela}>
                <TableCell>{p.parcela}</TableCell>
                <TableCell>
                  <Link component="button" type="button" onClick={() => setEditando(p.parcela)}>
                    {formatarData(p.vencimento)}
                  </Link>
                </TableCell>
                <TableCell>{formatarMoeda(p.valorCentavos)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {parcelaEditada && (
        <DataParcela
          vencimento={parcelaEditada.vencimento}
          fechar={() => setEditando(null)}
          confirmar={(v) => {
            editor.alterarVencimento(parcelaEditada.parcela, v);
            setEditando(null);
          }}
        />
      )}
    </Stack>
  );
}
