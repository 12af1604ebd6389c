import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CampoData } from '../../../ui/form/CampoData.tsx';
import { useFiltroVendas } from './useFiltroVendas.ts';

function Filtro() {
  const { control, params } = useFiltroVendas({
    data_inicial: '2025-03-10',
    data_final: '2025-03-31',
    agrupar: 'produto',
  });
  return (
    <>
      <CampoData control={control} name="data_inicial" label="Data inicial" manterUltima />
      <CampoData control={control} name="data_final" label="Data final" manterUltima />
      <output>{params ? `${params.data_inicial} ${params.data_final} ${params.agrupar}` : 'parado'}</output>
    </>
  );
}

describe('the sales report filter (useFiltroVendas)', { timeout: 30_000 }, () => {
  it("asks for nothing while 'Data final' is before 'Data inicial', with the domain's message", async () => {
    render(<Filtro />);
    expect(screen.getByRole('status')).toHaveTextContent('2025-03-10 2025-03-31 produto');
    const fim = screen.getByRole('group', { name: 'Data final' });
    await userEvent.click(within(fim).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('{Control>}a{/Control}01032025');
    await expect.poll(() => screen.getByRole('status').textContent).toBe('parado');
    expect(screen.getByText('A data final deve ser igual ou posterior à data inicial.')).toBeVisible();

    await userEvent.click(within(fim).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('{Control>}a{/Control}15032025');
    await expect.poll(() => screen.getByRole('status').textContent).toBe('2025-03-10 2025-03-15 produto');
    expect(screen.queryByText('A data final deve ser igual ou posterior à data inicial.')).toBeNull();
  });
});
