import { OPCOES_EMPRESA } from '@mascate/domain';
import { Grid } from '@mui/material';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { CelulaConfiguracao } from './CelulaConfiguracao.tsx';
import type { ControleEmpresa } from './esquema-form.ts';

// Each select gets a label saying what it decides; the options are the spec's, in its order.
const ROTULOS: Record<keyof typeof OPCOES_EMPRESA, string> = {
  financeiro_venda: 'Financeiro na venda',
  permite_desconto: 'Desconto na venda',
  venda_cliente_autorizado: 'Clientes que podem comprar',
  venda_sem_estoque: 'Venda sem estoque',
  altera_preco_pedido: 'Alterar preço no pedido',
};

const LIMITE = [
  { valor: 0, rotulo: 'Não bloqueia' },
  { valor: 1, rotulo: 'Bloqueia pedido acima do limite' },
];

export function ConfiguracoesVenda({ control }: { control: ControleEmpresa }) {
  return (
    <>
      {(Object.keys(OPCOES_EMPRESA) as (keyof typeof OPCOES_EMPRESA)[]).map((nome) => (
        <CelulaConfiguracao
          key={nome}
          control={control}
          name={nome}
          label={ROTULOS[nome]}
          opcoes={OPCOES_EMPRESA[nome].map((o) => ({ valor: o.valor, rotulo: o.rotulo }))}
        />
      ))}
      {/* Issue 30: credit blocking of new orders (docs/contas-receber.md). */}
      <CelulaConfiguracao
        control={control}
        name="bloquear_limite"
        label="Limite de crédito"
        opcoes={LIMITE}
      />
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <CampoTexto
          control={control}
          name="bloquear_vencidos_dias"
          label="Bloquear com título vencido há mais de (dias)"
          max={4}
          fullWidth
        />
      </Grid>
    </>
  );
}
