/**
 * The climbers' poster of a gym (docs/product.md › Going live: first steps and empty gyms): one A4 page with the gym's name and a QR code of
 * its page in the climbers' app, to print and hang at the entrance. Drawn with pdfkit like the labels.
 */
import PDFDocument from 'pdfkit';
import { drawQr } from './label-sheet';

const MM = 72 / 25.4;
const A4 = { width: 210 * MM, height: 297 * MM };
const BRAND = '#0B6B5A';

export function gymPoster({ gymName, city, url }: { gymName: string; city: string; url: string }): Promise<Buffer> {
  const doc = new PDFDocument({ size: [A4.width, A4.height], margin: 0, info: { Title: `Affiche Gaston · ${gymName}`, Creator: 'Gaston' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const margin = 20 * MM;
  const width = A4.width - 2 * margin;

  doc.rect(0, 0, A4.width, 62 * MM).fill(BRAND);
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor('#FFFFFF')
    .text('Gaston', margin, 16 * MM, { width });
  doc
    .font('Helvetica-Bold')
    .fontSize(34)
    .text(gymName, margin, 28 * MM, { width, height: 24 * MM, ellipsis: true });
  if (city)
    doc
      .font('Helvetica')
      .fontSize(16)
      .fillColor('#D8F1EA')
      .text(city, margin, 50 * MM, { width, lineBreak: false });

  doc
    .font('Helvetica-Bold')
    .fontSize(24)
    .fillColor('#111111')
    .text('Tes blocs dans ta poche', margin, 78 * MM, { width, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(14)
    .fillColor('#333333')
    .text('Retrouve tous les blocs de la salle, coche tes réussites et suis ta progression.', margin, 92 * MM, { width, align: 'center' });

  const qrSize = 110 * MM;
  const qrX = (A4.width - qrSize) / 2;
  const qrY = 112 * MM;
  drawQr(doc, url, qrX, qrY, qrSize);

  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('#111111')
    .text("Scanne-moi pour ouvrir l'app", margin, qrY + qrSize + 8 * MM, { width, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor('#555555')
    .text(url, margin, qrY + qrSize + 18 * MM, { width, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#555555')
    .text("Gratuit, sans rien installer : elle s'ouvre dans ton navigateur.", margin, A4.height - 22 * MM, { width, align: 'center' });
  doc.end();
  return done;
}
