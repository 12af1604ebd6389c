import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, representanteSchema } from '@mascate/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { EntradaData } from '../EntradaData.tsx';
import { CampoDocumento } from './CampoDocumento.tsx';
import { CampoTexto } from './CampoTexto.tsx';

const esquema = representanteSchema.pick({ nome: true, cnpj_cpf: true });

function Formulario({ enviar }: { enviar: (d: unknown) => void }) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(esquema),
    defaultValues: { nome: '', cnpj_cpf: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(enviar)}>
      <CampoTexto control={control} name="nome" label="Nome" max={150} />
      <CampoDocumento control={control} name="cnpj_cpf" label="CNPJ / CPF" />
      <button type="submit">Cadastrar</button>
    </form>
  );
}

describe('the field kit', () => {
  it("shows the domain schema's messages on the fields, wired to aria-invalid and aria-describedby", async () => {
    const enviar = vi.fn();
    render(<Formulario enviar={enviar} />);
    const nome = screen.getByRole('textbox', { name: 'Nome' });
    const documento = screen.getByRole('textbox', { name: 'CNPJ / CPF' });
    expect(nome).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(documento, '11111111111');
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(nome).toHaveAttribute('aria-invalid', 'true');
    expect(nome).toHaveAccessibleDescription(MSG.preenchaTodosCampos);
    expect(documento).toHaveAttribute('aria-invalid', 'true');
    expect(documento).toHaveAccessibleDescription(MSG.cpfCnpjInvalido);
    expect(enviar).not.toHaveBeenCalled();
  });

  it('masks the document while typing and submits what the schema outputs', async () => {
    const enviar = vi.fn();
    render(<Formulario enviar={enviar} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana Souza');
    const documento = screen.getByRole('textbox', { name: 'CNPJ / CPF' });
    await userEvent.type(documento, '52998224725');
    expect(documento).toHaveValue('529.982.247-25');
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(enviar).toHaveBeenCalledWith({ nome: 'Ana Souza', cnpj_cpf: '52998224725' }, expect.anything());
    expect(documento).not.toHaveAttribute('aria-invalid', 'true');
  });
});

function Data({ mudou }: { mudou: (iso: string | null) => void }) {
  const [valor, setValor] = useState('2025-03-10');
  return (
    <EntradaData
      label="Vencimento"
      value={valor}
      onChange={(iso) => {
        mudou(iso);
        if (iso) setValor(iso);
      }}
    />
  );
}

describe('EntradaData', () => {
  it('shows dd/mm/aaaa and hands over yyyy-mm-dd once the year is whole', async () => {
    const mudou = vi.fn();
    render(<Data mudou={mudou} />);
    const campo = screen.getByRole('group', { name: 'Vencimento' });
    expect(campo.querySelector('input')).toHaveValue('10/03/2025');

    await userEvent.click(screen.getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('{Control>}a{/Control}05022026');

    expect(campo.querySelector('input')).toHaveValue('05/02/2026');
    expect(mudou).toHaveBeenLastCalledWith('2026-02-05');
    expect(mudou).not.toHaveBeenCalledWith('0002-02-05');
  });
});

describe('EntradaData: o calendário', () => {
  it('mostra os dias da semana como os calendários brasileiros: D S T Q Q S S', async () => {
    const { container } = render(<Data mudou={vi.fn()} />);
    await userEvent.click(container.querySelector('[data-mui-picker-open-button]') as HTMLElement);
    const grade = await screen.findByRole('grid');
    const cabecalho = within(grade).getAllByRole('columnheader');
    expect(cabecalho.map((c) => c.textContent)).toEqual(['D', 'S', 'T', 'Q', 'Q', 'S', 'S']);
    // The full name stays for screen readers.
    expect(cabecalho[1]).toHaveAttribute('aria-label', 'segunda-feira');
  }, 30_000);
});
