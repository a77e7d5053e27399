-- The hold colour palette every gym picks from (one global list with fixed ids; 8 and 11 are white).
-- It came with the demo seed only: a gym created on a database without the demo had no colour to choose.
INSERT INTO "hold_colors" ("id", "name", "color_code") VALUES
  (1, 'Jaune', '#FFD600'),
  (2, 'Vert', '#2E9E44'),
  (3, 'Bleu', '#1E63D6'),
  (4, 'Rouge', '#D62828'),
  (5, 'Noir', '#1A1A1A'),
  (6, 'Violet', '#7B3FB5'),
  (7, 'Orange', '#F28C1B'),
  (8, 'Blanc', '#FFFFFF'),
  (9, 'Rose', '#F06EAA'),
  (10, 'Gris', '#8C8C8C'),
  (11, 'Blanc cassé', '#F4F1E8'),
  (12, 'Marron', '#7A4A21')
ON CONFLICT ("id") DO NOTHING;
