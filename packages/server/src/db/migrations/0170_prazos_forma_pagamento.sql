-- Issue 46: a payment method's term as the office writes it ('28/35/42', 'à vista'): the days after the
-- order's date of each instalment, read and normalised by the domain's lerPrazo. '' is no term written
-- (cash, Pix and debit card are then à vista by name; any other method lets the order choose a count).
ALTER TABLE formas_pagamento ADD COLUMN prazos varchar(120) NOT NULL DEFAULT '';
