import { zodResolver } from '@hookform/resolvers/zod';
import { isValidCpfCnpj, MSG, normalizarDocumento, solicitarTrocaSenhaSchema } from '@mascate/domain';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { CampoDocumento } from '../../../ui/form/CampoDocumento.tsx';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import { primeiraMensagem, vazio } from '../../../ui/form/erros.ts';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { acessoConsultas } from '../api/consultas.ts';
import { CartaoAcesso } from '../components/CartaoAcesso.tsx';

type Dados = z.infer<typeof solicitarTrocaSenhaSchema>;

/** The spec checks the tax id while typing once it has 11 to 18 characters. */
function cnpjInvalidoAoDigitar(v: string): string | undefined {
  return v.length >= 11 && v.length <= 18 && !isValidCpfCnpj(v) ? MSG.cpfCnpjInvalido : undefined;
}

export default function AlterarSenha() {
  const navigate = useNavigate();
  const alertar = useAlertaErro();
  const { control, handleSubmit, getValues } = useForm<Dados>({
    resolver: zodResolver(solicitarTrocaSenhaSchema),
    defaultValues: { cnpj: '', email: '' },
  });
  const solicitar = useMutation({
    mutationFn: (d: Dados) =>
      acessoConsultas.solicitarTrocaSenha({ ...d, cnpj: normalizarDocumento(d.cnpj) }),
    onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'login')),
  });
  const avisarErros = (e: FieldErrors<Dados>) => {
    const v = getValues();
    if (vazio(v.cnpj) || vazio(v.email)) return alertar(MSG.todosCamposExclamacao);
    alertar(primeiraMensagem(e, ['cnpj', 'email']));
  };
  return (
    <CartaoAcesso titulo="Alterar senha" onSubmit={handleSubmit((d) => solicitar.mutate(d), avisarErros)}>
      <CampoDocumento
        control={control}
        name="cnpj"
        label="CNPJ da empresa"
        erroAoDigitar={cnpjInvalidoAoDigitar}
      />
      <CampoTexto control={control} name="email" label="Email" type="email" autoComplete="email" />
      <Button type="submit" variant="contained" size="large" disabled={solicitar.isPending}>
        Solicitar
      </Button>
    </CartaoAcesso>
  );
}
