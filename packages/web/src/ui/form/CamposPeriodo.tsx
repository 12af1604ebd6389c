import type { Control } from 'react-hook-form';
import { CampoData } from './CampoData.tsx';
import type { Periodo } from './usePeriodo.ts';

/**
 * 'De' / 'até' of a list's range (usePeriodo), dd/mm/aaaa; a half-typed or emptied day leaves the range at
 * the last whole one. Two fields without a frame: the list places them beside its other filters.
 */
export function CamposPeriodo({ control, largura }: { control: Control<Periodo>; largura: number }) {
  return (
    <>
      <CampoData
        control={control}
        name="inicio"
        label="De"
        size="small"
        manterUltima
        sx={{ width: largura }}
      />
      <CampoData control={control} name="fim" label="até" size="small" manterUltima sx={{ width: largura }} />
    </>
  );
}
