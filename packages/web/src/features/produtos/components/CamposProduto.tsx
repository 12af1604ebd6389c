import { NOMES_ORIGENS, STATUS_PRODUTO, TIPOS_PRODUTO } from '@mascate/domain';
import { Button, Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CampoDecimal } from '../../../ui/form/CampoDecimal.tsx';
import { CampoMoeda } from '../../../ui/form/CampoMoeda.tsx';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import type { Unidade } from '../api/consultas.ts';
import type { ValoresProduto } from './esquema-form.ts';

const CADASTRAR_UNIDADE = 'cadastrar-unidade';
const STATUS = STATUS_PRODUTO.map((s) => ({ valor: String(s.codigo), rotulo: s.nome }));
const ORIGENS = NOMES_ORIGENS.map((rotulo, n) => ({ valor: String(n), rotulo }));
const TIPOS = TIPOS_PRODUTO.map((t) => ({ valor: String(t.codigo), rotulo: `${t.codigo} - ${t.nome}` }));

type Props = { control: Control<ValoresProduto>; unidades: Unidade[]; mostrarCodigo: boolean };

/** The spec's product fields; Código is hidden on the edit screen. */
export function CamposProduto({ control, unidades, mostrarCodigo }: Props) {
  const navigate = useNavigate();
  const cadastrarUnidade = () => navigate('/cadastrar-unidade/1');
  const opcoesUnidade = [
    ...unidades.map((u) => ({ valor: String(u.id), rotulo: u.sigla })),
    { valor: CADASTRAR_UNIDADE, rotulo: 'Cadastrar unidade' },
  ];
  return (
    <>
      {mostrarCodigo && <CampoTexto control={control} name="codigo" label="Código" max={60} fullWidth />}
      <CampoTexto control={control} name="descricao" label="Descrição" max={255} fullWidth />
      {unidades.length === 0 ? (
        <Button variant="outlined" onClick={cadastrarUnidade}>
          Cadastrar unidade
        </Button>
      ) : (
        <CampoSelecao
          control={control}
          name="unidade_id"
          label="Unidade"
          fullWidth
          opcoes={opcoesUnidade}
          aoEscolher={(v) => {
            if (v !== CADASTRAR_UNIDADE) return false;
            cadastrarUnidade();
            return true;
          }}
        />
      )}
      <CampoMoeda control={control} name="preco" label="Preço" fullWidth />
      <CampoSelecao control={control} name="status" label="Status" fullWidth opcoes={STATUS} />
      <CampoTexto
        control={control}
        name="estoque"
        label="Quantidade em estoque"
        type="number"
        fullWidth
        htmlInput={{ step: 'any', inputMode: 'decimal' }}
      />
      <CampoSelecao control={control} name="tipo" label="Tipo" fullWidth opcoes={TIPOS} />
      {/* Issue 31: empty = the representative's or the company's rate applies. */}
      <CampoDecimal control={control} name="comissao_percentual" label="Comissão (%)" fullWidth />
      {/* Issue 48: what the order's taxes read (docs/impostos.md). */}
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, pt: 1 }}>
        Dados fiscais
      </Typography>
      <CampoTexto
        control={control}
        name="ncm"
        label="NCM"
        max={10}
        fullWidth
        htmlInput={{ inputMode: 'numeric' }}
        ajuda="8 dígitos, como 2202.10.00; a regra fiscal do NCM dá os impostos do pedido."
      />
      <CampoTexto
        control={control}
        name="cest"
        label="CEST"
        max={9}
        fullWidth
        htmlInput={{ inputMode: 'numeric' }}
      />
      <CampoSelecao control={control} name="origem" label="Origem da mercadoria" fullWidth opcoes={ORIGENS} />
      <CampoDecimal control={control} name="aliquota_ipi" label="IPI (%)" fullWidth />
      <CampoDecimal control={control} name="peso_unitario" label="Peso unitário (kg)" fullWidth />
    </>
  );
}
