import { CampoSelecaoChips } from '../../../ui/CampoSelecaoChips.tsx';
import { useRotasParaSelecao } from '../../rotas/api/consultas.ts';

type Props = { escolhidas: number[]; mudar: (ids: number[]) => void; botaoAdicionar?: boolean };

/** 'Rotas': the chosen routes as chips; the chip area (and on edit 'Adicionar Rota') opens 'Seleção de Rotas'. */
export function CampoRotas({ escolhidas, mudar, botaoAdicionar }: Props) {
  const rotas = useRotasParaSelecao().data ?? [];
  const nomes = new Map(rotas.map((r) => [r.id, r.nome]));
  return (
    <CampoSelecaoChips
      rotulo="Rotas"
      textoVazio="Selecionar rotas"
      tituloModal="Seleção de Rotas"
      semOpcoes="Nenhuma rota cadastrada."
      botaoAdicionar={botaoAdicionar ? 'Adicionar Rota' : undefined}
      chips={escolhidas.map((id) => nomes.get(id) ?? `Rota ${id}`)}
      opcoes={rotas.map((r) => ({ chave: r.id, rotulo: r.nome, marcada: escolhidas.includes(r.id) }))}
      alternar={(chave) =>
        mudar(
          escolhidas.includes(Number(chave))
            ? escolhidas.filter((x) => x !== chave)
            : [...escolhidas, Number(chave)],
        )
      }
    />
  );
}
