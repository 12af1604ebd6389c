import {
  descontoDoPercentual,
  formatarMoeda,
  MSG_PERCENTUAL_DESCONTO,
  paraCentavos,
  percentualEmCentesimos,
  ratearDesconto,
  valorBrutoItem,
} from '@mascate/domain';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CaixaTexto } from '../../../ui/form/CaixaTexto.tsx';
import { usePermiteDesconto } from '../api/extras.ts';
import type { EditorPedido } from '../hooks/useEditorPedido.ts';

type Unidade = 'reais' | 'percentual';

/**
 * Issue 27: a discount on the whole order, in R$ or in %, spread over the items in proportion to their
 * value (the domain's `ratearDesconto`): the order stays the sum of its items, as the spec stores it.
 * It replaces the items' own discounts. Hidden when the sales settings forbid discounts.
 */
export function DescontoPedido({ editor }: { editor: EditorPedido }) {
  const permite = usePermiteDesconto();
  const alertar = useAlertaErro();
  const [unidade, setUnidade] = useState<Unidade>('percentual');
  const [texto, setTexto] = useState('');
  if (!permite || editor.itens.length === 0) return null;
  const brutos = editor.itens.map(valorBrutoItem);
  const soma = brutos.reduce((s, b) => s + b, 0);

  const aplicar = () => {
    const t = texto.trim() === '' ? '0' : texto;
    let desconto: number;
    if (unidade === 'percentual') {
      const c = percentualEmCentesimos(t);
      if (Number.isNaN(c)) return alertar(MSG_PERCENTUAL_DESCONTO);
      desconto = descontoDoPercentual(soma, c);
    } else {
      desconto = paraCentavos(t);
      if (Number.isNaN(desconto) || desconto < 0) return alertar('Informe o desconto do pedido em R$.');
      if (desconto > soma)
        return alertar('O desconto do pedido não pode ser maior que o valor dos produtos.');
    }
    editor.definirDescontos(ratearDesconto(brutos, desconto));
    setTexto('');
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        Desconto no pedido
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          select
          size="small"
          label="Tipo de desconto"
          value={unidade}
          onChange={(e) => setUnidade(e.target.value as Unidade)}
          sx={{ width: { sm: 170 } }}
        >
          <MenuItem value="percentual">Percentual (%)</MenuItem>
          <MenuItem value="reais">Valor (R$)</MenuItem>
        </TextField>
        <CaixaTexto
          label={unidade === 'percentual' ? 'Desconto no pedido (%)' : 'Desconto no pedido (R$)'}
          value={texto}
          onChange={setTexto}
          size="small"
          htmlInput={{ inputMode: 'decimal', maxLength: 20 }}
          sx={{ width: { sm: 200 } }}
        />
        <Button variant="outlined" onClick={aplicar}>
          Aplicar desconto
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Dividido entre os itens conforme o valor de cada um (substitui os descontos dos itens). Produtos:{' '}
        {formatarMoeda(soma)}.
      </Typography>
    </Stack>
  );
}
