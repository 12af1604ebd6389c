import { alternarDia, DIAS_SEMANA, flagsParaDias } from '@mascate/domain';
import { CampoSelecaoChips } from '../../../ui/CampoSelecaoChips.tsx';

type Props = { flags: string; mudar: (flags: string) => void };

/** 'Dias': the chosen weekdays as chips; the chip area opens 'Seleção de Dias para Rota' (Sunday first). */
export function CampoDias({ flags, mudar }: Props) {
  return (
    <CampoSelecaoChips
      rotulo="Dias"
      textoVazio="Selecionar dias"
      tituloModal="Seleção de Dias para Rota"
      chips={flagsParaDias(flags).map((i) => DIAS_SEMANA[i] ?? '')}
      opcoes={DIAS_SEMANA.map((dia, i) => ({ chave: i, rotulo: dia, marcada: flags[i] === '1' }))}
      alternar={(chave) => mudar(alternarDia(flags, Number(chave)))}
    />
  );
}
