import {
  ACOES_ESCOPO,
  AREAS_INTEGRACAO,
  type EscopoIntegracao,
  LISTA_AREAS_INTEGRACAO,
} from '@mascate/domain';
import {
  Box,
  Checkbox,
  FormHelperText,
  FormLabel,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { CabecalhoTabela } from '../../../ui/CabecalhoTabela.tsx';
import { type PropsCampo, useCampo } from '../../../ui/form/useCampo.ts';

const ROTULO_ACAO = { leitura: 'Leitura', escrita: 'Escrita' } as const;

/** The key's scopes: one row per area, a checkbox for reading and one for writing. */
export function CampoEscopos<F extends FieldValues, S>({ control, name, label }: PropsCampo<F, S>) {
  const { valor, mudar, ligacao } = useCampo(control, name);
  const id = useId();
  const marcados = new Set(Array.isArray(valor) ? (valor as string[]) : []);
  const alternar = (e: EscopoIntegracao) => {
    const novo = new Set(marcados);
    if (novo.has(e)) novo.delete(e);
    else novo.add(e);
    mudar([...novo]);
  };
  return (
    <Box
      role="group"
      aria-labelledby={`${id}-rotulo`}
      aria-describedby={ligacao.error ? `${id}-erro` : undefined}
    >
      <FormLabel id={`${id}-rotulo`} error={ligacao.error}>
        {label}
      </FormLabel>
      <Table size="small" aria-labelledby={`${id}-rotulo`}>
        <CabecalhoTabela
          colunas={[
            { titulo: 'ÁREA' },
            { titulo: 'LEITURA', alinhar: 'center' },
            { titulo: 'ESCRITA', alinhar: 'center' },
          ]}
        />
        <TableBody>
          {LISTA_AREAS_INTEGRACAO.map((area) => (
            <TableRow key={area}>
              <TableCell>{AREAS_INTEGRACAO[area]}</TableCell>
              {ACOES_ESCOPO.map((acao) => {
                const escopo: EscopoIntegracao = `${area}:${acao}`;
                return (
                  <TableCell key={acao} align="center" padding="checkbox">
                    <Checkbox
                      checked={marcados.has(escopo)}
                      onChange={() => alternar(escopo)}
                      onBlur={ligacao.onBlur}
                      slotProps={{
                        input: { 'aria-label': `${AREAS_INTEGRACAO[area]}: ${ROTULO_ACAO[acao]}` },
                      }}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {ligacao.error && (
        <FormHelperText id={`${id}-erro`} error>
          {ligacao.helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
