import { STATUS_PRODUTO, TIPOS_PRODUTO } from '@mascate/domain';
import { Button, MenuItem, TextField } from '@mui/material';
import { useNavigate } from 'react-router';
import { CampoMoeda } from '../../../ui/campos.tsx';
import type { Unidade } from '../api/produtos.ts';

export type ValoresProduto = {
  codigo: string;
  descricao: string;
  unidade_id: string;
  preco: number;
  status: string;
  estoque: string;
  tipo: string;
};

export const VALORES_VAZIOS: ValoresProduto = {
  codigo: '',
  descricao: '',
  unidade_id: '',
  preco: 0,
  status: '0',
  estoque: '',
  tipo: '',
};

const CADASTRAR_UNIDADE = 'cadastrar-unidade';

type Props = {
  valores: ValoresProduto;
  mudar: (v: Partial<ValoresProduto>) => void;
  unidades: Unidade[];
  mostrarCodigo: boolean;
};

/** The spec's product fields; Código is hidden on the edit screen. */
export function CamposProduto({ valores, mudar, unidades, mostrarCodigo }: Props) {
  const navigate = useNavigate();
  const texto = (campo: keyof ValoresProduto) => ({
    value: valores[campo],
    onChange: (e: { target: { value: string } }) => mudar({ [campo]: e.target.value }),
    fullWidth: true,
  });
  return (
    <>
      {mostrarCodigo && (
        <TextField label="Código" {...texto('codigo')} slotProps={{ htmlInput: { maxLength: 60 } }} />
      )}
      <TextField label="Descrição" {...texto('descricao')} slotProps={{ htmlInput: { maxLength: 255 } }} />
      {unidades.length === 0 ? (
        <Button variant="outlined" onClick={() => navigate('/cadastrar-unidade/1')}>
          Cadastrar unidade
        </Button>
      ) : (
        <TextField
          select
          label="Unidade"
          {...texto('unidade_id')}
          onChange={(e) =>
            e.target.value === CADASTRAR_UNIDADE
              ? navigate('/cadastrar-unidade/1')
              : mudar({ unidade_id: e.target.value })
          }
        >
          {unidades.map((u) => (
            <MenuItem key={u.id} value={String(u.id)}>
              {u.sigla}
            </MenuItem>
          ))}
          <MenuItem value={CADASTRAR_UNIDADE}>Cadastrar unidade</MenuItem>
        </TextField>
      )}
      <CampoMoeda label="Preço" value={valores.preco} onChange={(preco) => mudar({ preco })} fullWidth />
      <TextField select label="Status" {...texto('status')}>
        {STATUS_PRODUTO.map((s) => (
          <MenuItem key={s.codigo} value={String(s.codigo)}>
            {s.nome}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Quantidade em estoque"
        type="number"
        {...texto('estoque')}
        slotProps={{ htmlInput: { step: 'any', inputMode: 'decimal' } }}
      />
      <TextField select label="Tipo" {...texto('tipo')}>
        {TIPOS_PRODUTO.map((t) => (
          <MenuItem key={t.codigo} value={String(t.codigo)}>
            {t.codigo} - {t.nome}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
