import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A date field of the app (MUI X Date Picker): a group named by its label, holding the day, month and
 * year sections and a hidden input whose value is the text shown, dd/mm/aaaa.
 */
export function campoData(escopo: Page | Locator, rotulo: string): Locator {
  return escopo.getByRole('group', { name: rotulo, exact: true });
}

/** Types a date as a person does: focus the field, select all its sections, type the digits. */
export async function preencherData(escopo: Page | Locator, rotulo: string, data: string): Promise<void> {
  const campo = campoData(escopo, rotulo);
  await campo.click();
  await campo.page().keyboard.press('ControlOrMeta+a');
  await campo.page().keyboard.type(data.replace(/\D/g, ''));
}

export async function esperarData(escopo: Page | Locator, rotulo: string, data: string): Promise<void> {
  await expect(campoData(escopo, rotulo).locator('input')).toHaveValue(data);
}
