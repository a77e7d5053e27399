/**
 * The label sheet (docs/product.md › Route setting: screens 'Étiquettes'): an A4 sheet of 10 labels (2 × 5, 99 × 57 mm)
 * or one A6 label per page. Each label: the circuit's colour disc (two halves for a two-colour
 * circuit), name, sub-level, the holds' colour in a gym with custom colours, sector, opening date, setters' first names, and a QR code of the
 * boulder's public address, drawn as vector squares (crisp at any print size) with its quiet zone.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export type LabelFormat = 'a4' | 'a6';

export interface LabelData {
  name: string;
  grade: string;
  circuitName: string;
  color1: string;
  color2: string | null;
  /** The holds' colour, in a gym with custom colours: named on the label, beside a swatch. */
  holdColor: { name: string; code: string } | null;
  sectorName: string;
  /** DD/MM/YYYY */
  openingDate: string;
  setterFirstNames: string[];
  code: string;
  /** The address the QR code holds: https://…/b/{code}. */
  url: string;
}

const MM = 72 / 25.4;
const LABEL = { width: 99 * MM, height: 57 * MM };
const A4 = { width: 210 * MM, height: 297 * MM, columns: 2, rows: 5 };
const A6 = { width: 105 * MM, height: 148 * MM };
/** QR quiet zone, in modules (the standard asks for 4). */
const QUIET_MODULES = 4;

/** Colours from the circuit (CSS hex); anything else prints grey rather than failing. */
const hex = (color: string | null | undefined) => (color && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(color) ? color : '#999999');

/** A QR code of `text` as vector squares in a `size` square at (x, y), quiet zone included. */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const module = size / (count + 2 * QUIET_MODULES);
  doc.save().rect(x, y, size, size).fill('#FFFFFF');
  doc.fillColor('#000000');
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) doc.rect(x + (QUIET_MODULES + col) * module, y + (QUIET_MODULES + row) * module, module, module);
    }
  }
  doc.fill('#000000').restore();
}

function drawDisc(doc: PDFKit.PDFDocument, cx: number, cy: number, r: number, color1: string, color2: string | null) {
  doc.save();
  if (color2) {
    doc.path(`M ${cx} ${cy - r} A ${r} ${r} 0 0 0 ${cx} ${cy + r} Z`).fill(hex(color1));
    doc.path(`M ${cx} ${cy - r} A ${r} ${r} 0 0 1 ${cx} ${cy + r} Z`).fill(hex(color2));
  } else {
    doc.circle(cx, cy, r).fill(hex(color1));
  }
  doc.circle(cx, cy, r).lineWidth(0.6).stroke('#333333');
  doc.restore();
}

/** 'Prises : Rouge' with a swatch of the holds' colour before it; answers the height it took. */
function drawHoldLine(doc: PDFKit.PDFDocument, hold: LabelData['holdColor'], x: number, y: number, width: number, fontSize: number): number {
  if (!hold) return 0;
  const r = fontSize * 0.42;
  doc
    .save()
    .circle(x + r, y + fontSize * 0.45, r)
    .fill(hex(hold.code))
    .circle(x + r, y + fontSize * 0.45, r)
    .lineWidth(0.5)
    .stroke('#333333')
    .restore();
  doc
    .fillColor('#333333')
    .text(`Prises : ${hold.name}`, x + 2 * r + fontSize * 0.35, y, { width: width - 2 * r - fontSize * 0.35, lineBreak: false, ellipsis: true });
  return fontSize * 1.33;
}

/** One label in the box (x, y, width, height), points. */
function drawLabel(doc: PDFKit.PDFDocument, label: LabelData, x: number, y: number, width: number, height: number) {
  const pad = Math.min(width, height) * 0.07;
  doc
    .save()
    .roundedRect(x + 1, y + 1, width - 2, height - 2, 6)
    .lineWidth(0.4)
    .dash(2, { space: 2 })
    .stroke('#BBBBBB')
    .undash()
    .restore();
  // The QR code takes the right side: at least 25 mm wide, quiet zone included.
  const qrSize = Math.max(30 * MM, Math.min(height - 2 * pad - 10, width * 0.45));
  const qrX = x + width - pad - qrSize;
  const qrY = y + pad;
  drawQr(doc, label.url, qrX, qrY, qrSize);
  doc
    .font('Helvetica')
    .fontSize(Math.max(7, qrSize / 14))
    .fillColor('#333333')
    .text(label.code, qrX, qrY + qrSize + 1, { width: qrSize, align: 'center' });

  const textX = x + pad;
  const textWidth = qrX - textX - pad;
  const scale = height / LABEL.height;
  const discR = 9 * scale;
  drawDisc(doc, textX + discR, y + pad + discR, discR, label.color1, label.color2);
  doc
    .font('Helvetica-Bold')
    .fontSize(20 * scale)
    .fillColor('#111111')
    .text(label.grade, textX + 2 * discR + 6 * scale, y + pad + discR - 10 * scale, { width: textWidth - 2 * discR - 6 * scale, lineBreak: false });
  let cursor = y + pad + 2 * discR + 8 * scale;
  doc
    .font('Helvetica-Bold')
    .fontSize(13 * scale)
    .fillColor('#111111')
    .text(label.name, textX, cursor, { width: textWidth, height: 34 * scale, ellipsis: true });
  cursor = doc.y + 4 * scale;
  doc
    .font('Helvetica')
    .fontSize(9 * scale)
    .fillColor('#333333');
  cursor += drawHoldLine(doc, label.holdColor, textX, cursor, textWidth, 9 * scale);
  for (const line of [
    `${label.circuitName} · ${label.sectorName}`,
    `Ouvert le ${label.openingDate}`,
    label.setterFirstNames.length > 0 ? `Par ${label.setterFirstNames.join(', ')}` : '',
  ]) {
    if (!line) continue;
    doc.text(line, textX, cursor, { width: textWidth, lineBreak: false, ellipsis: true });
    cursor += 12 * scale;
  }
}

/** One A6 page, portrait: the facts on top, a 60 mm QR code below that scans from a metre away. */
function drawA6(doc: PDFKit.PDFDocument, label: LabelData) {
  const pad = 8 * MM;
  const width = A6.width - 2 * pad;
  doc
    .save()
    .roundedRect(3, 3, A6.width - 6, A6.height - 6, 8)
    .lineWidth(0.4)
    .dash(2, { space: 2 })
    .stroke('#BBBBBB')
    .undash()
    .restore();
  const discR = 8 * MM;
  drawDisc(doc, pad + discR, pad + discR, discR, label.color1, label.color2);
  doc
    .font('Helvetica-Bold')
    .fontSize(34)
    .fillColor('#111111')
    .text(label.grade, pad + 2 * discR + 4 * MM, pad + discR - 16, { width: width - 2 * discR - 4 * MM, lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(label.name, pad, pad + 2 * discR + 4 * MM, { width, height: 46, ellipsis: true });
  let cursor = doc.y + 6;
  doc.font('Helvetica').fontSize(11).fillColor('#333333');
  cursor += drawHoldLine(doc, label.holdColor, pad, cursor, width, 11);
  for (const line of [
    `${label.circuitName} · ${label.sectorName}`,
    `Ouvert le ${label.openingDate}`,
    label.setterFirstNames.length > 0 ? `Par ${label.setterFirstNames.join(', ')}` : '',
  ]) {
    if (!line) continue;
    doc.text(line, pad, cursor, { width, lineBreak: false, ellipsis: true });
    cursor += 15;
  }
  const qrSize = 60 * MM;
  const qrY = A6.height - pad - qrSize - 12;
  drawQr(doc, label.url, (A6.width - qrSize) / 2, qrY, qrSize);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#333333')
    .text(label.code, pad, qrY + qrSize + 2, { width, align: 'center' });
}

/** The PDF of these labels, in order. */
export function labelSheet(labels: readonly LabelData[], format: LabelFormat, title: string): Promise<Buffer> {
  const size = format === 'a4' ? [A4.width, A4.height] : [A6.width, A6.height];
  const doc = new PDFDocument({ size, margin: 0, autoFirstPage: false, info: { Title: title, Creator: 'Gaston' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (format === 'a4') {
    const perPage = A4.columns * A4.rows;
    const left = (A4.width - A4.columns * LABEL.width) / 2;
    const top = (A4.height - A4.rows * LABEL.height) / 2;
    labels.forEach((label, index) => {
      if (index % perPage === 0) doc.addPage();
      const slot = index % perPage;
      drawLabel(doc, label, left + (slot % A4.columns) * LABEL.width, top + Math.floor(slot / A4.columns) * LABEL.height, LABEL.width, LABEL.height);
    });
  } else {
    for (const label of labels) {
      doc.addPage();
      drawA6(doc, label);
    }
  }
  doc.end();
  return done;
}
