import {
  descontoDoPercentual,
  MSG_PERCENTUAL_DESCONTO,
  percentualEmCentesimos,
  valorBrutoItem,
} from '@mascate/domain';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { CaixaTexto } from '../../../ui/form/CaixaTexto.tsx';
import { usePermiteDesconto } from '../api/extras.ts';
import { calculoItem, type ValoresItem } from './item.ts';

/**
 * Issue 27: the entry row's discount typed as a percentage of the item's gross value. It fills the
 * 'Desconto' (R$) field, which is what the order stores (cents, the domain's rounding), and follows
 * quantity and price while a percentage is typed. Hidden when the sales settings forbid discounts.
 */
export function DescontoPercentualItem({ control }: { control: Control<ValoresItem> }) {
  // The entry row is also rendered on its own (its unit tests), with no query client to read settings.
  return useContext(QueryClientContext) ? <PercentualItem control={control} /> : null;
}

function PercentualItem({ control }: { control: Control<ValoresItem> }) {
  const permite = usePermiteDesconto();
  const [texto, setTexto] = useState('');
  const { field } = useController({ control, name: 'desconto' });
  const [qt, preco, produtoId] = useWatch({ control, name: ['qt', 'preco', 'produto_id'] });
  const centesimos = texto.trim() === '' ? null : percentualEmCentesimos(texto);
  const invalido = centesimos !== null && Number.isNaN(centesimos);
  const bruto = valorBrutoItem(calculoItem({ qt, preco, desconto: 0 }));
  const { onChange, value } = field;
  useEffect(() => {
    if (centesimos === null || Number.isNaN(centesimos)) return;
    const desconto = descontoDoPercentual(Math.max(0, bruto), centesimos);
    if (desconto !== value) onChange(desconto);
  }, [centesimos, bruto, value, onChange]);
  // A new product (the row was reset) starts without a percentage.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared on a change of product only
  useEffect(() => setTexto(''), [produtoId]);
  if (!permite) return null;
  return (
    <CaixaTexto
      label="Desconto (%)"
      value={texto}
      onChange={setTexto}
      size="small"
      error={invalido}
      helperText={invalido ? MSG_PERCENTUAL_DESCONTO : undefined}
      htmlInput={{ inputMode: 'decimal', maxLength: 6 }}
      sx={{ width: { md: 140 } }}
    />
  );
}
