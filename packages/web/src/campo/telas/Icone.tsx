// The tabs' icons, drawn inline (Material Symbols' outlines, 24 × 24): no icon library in the field
// app's bundle. Decorative: each tab's name is its text.
const DESENHOS = {
  hoje: 'M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 16H5V10h14v10Zm0-12H5V6h14v2Zm-7 5h5v5h-5v-5Z',
  clientes:
    'M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm0 2c-2.33 0-7 1.17-7 3.5V19h14v-2.5C15 14.17 10.33 13 8 13Zm8 0c-.29 0-.62.02-.97.05A4.22 4.22 0 0 1 17 16.5V19h6v-2.5c0-2.33-4.67-3.5-7-3.5Z',
  envios: 'M2 21 23 12 2 3v7l15 2-15 2v7Z',
  sincronizar:
    'M12 4V1L8 5l4 4V6a6 6 0 0 1 5.2 9l1.46 1.46A8 8 0 0 0 12 4Zm0 14a6 6 0 0 1-5.2-9L5.34 7.54A8 8 0 0 0 12 20v3l4-4-4-4v3Z',
} as const;

export type NomeIcone = keyof typeof DESENHOS;

export function Icone({ nome }: { nome: NomeIcone }) {
  return (
    <svg className="icone" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={DESENHOS[nome]} />
    </svg>
  );
}
