-- Issue 27: the order's notes (delivery instructions, agreements), on the form, the PDF, the public page
-- and the export. Bounded like the API's schema (2,000 characters).
ALTER TABLE pedidos ADD COLUMN observacoes varchar(2000) NOT NULL DEFAULT '';
