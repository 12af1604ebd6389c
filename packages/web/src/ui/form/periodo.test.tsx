import { formatarData, hojeSaoPaulo, lerVisitasSchema, mesDe } from '@mascate/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CamposPeriodo } from './CamposPeriodo.tsx';
import { usePeriodo } from './usePeriodo.ts';

const esquema = z.object({ inicio: lerVisitasSchema.shape.data_ini, fim: lerVisitasSchema.shape.data_fin });

function Periodo() {
  const { control } = usePeriodo({ inicio: 'dataInicialVisitas', fim: 'dataFinalVisitas' }, esquema);
  return <CamposPeriodo control={control} largura={170} />;
}

// On a loaded machine the field's update can come later than expect.poll's default second.
const ate = { timeout: 10_000 };

describe('a list date range (usePeriodo + CamposPeriodo)', { timeout: 30_000 }, () => {
  it('with nothing picked yet, opens on the current month (first to last day)', () => {
    window.localStorage.removeItem('dataInicialVisitas');
    window.localStorage.removeItem('dataFinalVisitas');
    render(<Periodo />);
    const mes = mesDe(hojeSaoPaulo());
    expect(screen.getByRole('group', { name: 'De' }).querySelector('input')).toHaveValue(
      formatarData(mes.inicio),
    );
    expect(screen.getByRole('group', { name: 'até' }).querySelector('input')).toHaveValue(
      formatarData(mes.fim),
    );
  });

  it('starts from local storage and keeps each whole day typed, never a half-typed one', async () => {
    window.localStorage.setItem('dataInicialVisitas', '2025-03-10');
    window.localStorage.setItem('dataFinalVisitas', '2025-03-31');
    render(<Periodo />);
    const de = screen.getByRole('group', { name: 'De' });
    expect(de.querySelector('input')).toHaveValue('10/03/2025');
    expect(screen.getByRole('group', { name: 'até' }).querySelector('input')).toHaveValue('31/03/2025');

    await userEvent.click(within(de).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('{Control>}a{/Control}0502');
    // Day and month typed over 10/03/2025: a whole day already, which is kept.
    await expect.poll(() => window.localStorage.getItem('dataInicialVisitas'), ate).toBe('2025-02-05');

    // The year being typed reads 0002, 0020, 0202: shown as typed, never kept.
    await userEvent.keyboard('202');
    await expect.poll(() => de.querySelector('input')?.value, ate).toBe('05/02/0202');
    expect(window.localStorage.getItem('dataInicialVisitas')).toBe('2025-02-05');
    await userEvent.keyboard('6');
    await expect.poll(() => de.querySelector('input')?.value, ate).toBe('05/02/2026');
    await expect.poll(() => window.localStorage.getItem('dataInicialVisitas'), ate).toBe('2026-02-05');
    expect(window.localStorage.getItem('dataFinalVisitas')).toBe('2025-03-31');
  });
});
