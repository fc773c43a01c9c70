import { csvLine } from './error-csv.js';
import type { ImportCategory } from './import-categories.js';
import { templateHeaders } from './import-columns.js';

/** One realistic row per template, so staff see the expected spellings; unlisted columns stay empty. */
const EXAMPLES: Record<ImportCategory, Record<string, string>> = {
  'lab-grown': {
    'Stock #': 'LG-1001', Availability: 'Available', Shape: 'Round', Weight: '1.51', Clarity: 'VS1', Color: 'F',
    Price: '1690', 'Total Price': '2552', 'Image Link': 'https://img.example.com/LG-1001/1.jpg', 'Image Link 2': 'https://img.example.com/LG-1001/2.jpg',
    'Video Link': 'https://video.example.com/LG-1001.mp4', 'Cut Grade': 'Excellent', Polish: 'Excellent', Symmetry: 'Very Good',
    'Depth Percent': '61.8', 'Table Percent': '57', 'Fluorescence Intensity': 'None', Lab: 'IGI', 'Certificate #': '612345678',
    'Culet Size': 'None', 'Girdle Percent': '3.5', 'Girdle Thick': 'Medium', 'Girdle Thin': 'Thin', Measurements: '7.38x7.41x4.57',
    'Measurements Depth': '4.57', 'Measurements Length': '7.38', 'Measurements Width': '7.41', 'Crown Height': '15', 'Crown Angle': '34.5',
    'Pavilion Angle': '40.8', 'Pavilion Depth': '43', 'Laser Inscription': 'IGI 612345678', 'Member Comments': 'Eye clean, bright and lively.',
    Pair: 'Single', 'H&A': 'None', City: 'New York', State: 'NY', Country: 'USA', 'Share Access': 'Yes', 'Eye Clean': 'Yes', Featured: 'No',
    'Star Length': '50', 'Short Title': '1.51 Carat Round Lab-Grown Diamond', 'Arrival Date': '2026-09-15', Tags: 'round,lab-grown,igi',
    'Certificate Updated At': '2026-09-10', 'Growth Type': 'CVD',
  },
  natural: {
    'Stock #': 'ND-2001', Availability: 'Available', Shape: 'Oval', Weight: '0.90', Clarity: 'SI1', Color: 'G',
    Price: '4900', 'Total Price': '4410', 'Image Link': 'https://img.example.com/ND-2001/1.jpg',
    Polish: 'Excellent', Symmetry: 'Very Good', 'Depth Percent': '62.1', 'Table Percent': '58', 'Fluorescence Intensity': 'Faint', Lab: 'GIA',
    'Certificate #': '2211457788', 'Certificate Url': 'https://www.gia.edu/report-check?reportno=2211457788', Measurements: '7.71x5.62x3.49',
    'Measurements Depth': '3.49', 'Measurements Length': '7.71', 'Measurements Width': '5.62', Treatment: 'None',
    'Member Comments': 'Well-proportioned oval with no bow-tie.', Pair: 'Single', 'H&A': 'None', Origin: 'Botswana', Brand: 'House Collection',
    City: 'Antwerp', Country: 'Belgium', 'Share Access': 'Yes', 'Eye Clean': 'Yes', Featured: 'No', 'Short Title': '0.90 Carat Oval Natural Diamond',
    'Arrival Date': '2026-08-20', Tags: 'oval,natural,gia', 'Certificate Updated At': '2026-08-01',
  },
  jewelry: {
    'Stock Number': 'JW-3001', 'Jewelry Style': 'Halo Engagement Ring', 'Jewelry Classification': 'Lab Grown Diamond',
    'Center Stone Type': 'Lab Grown Diamond', 'Side Stone Type': 'Lab Grown Diamond', 'Total Carat Weight': '1.25', 'Total Price': '2450',
    'Short Title': '1.25 ct Oval Halo Engagement Ring', Comments: 'Oval center in a pavé halo, hand finished.', Metal: '18K White Gold', Mount: 'Mount',
    'Total Number of Stones': '25', Brand: 'House Collection', 'Center Gemstone Type': 'Diamond', 'Center Stone Shape': 'Oval',
    'Center Stone Color': 'F', 'Center Stone Clarity': 'VS1', 'Center Stone Lab': 'IGI', 'Center Stone Cert Number': 'LG612345678',
    'Center Stone Total Stones': '1', 'Center Stone Carat Weight': '0.75', 'Center Stone Polish': 'EXCELLENT', 'Center Stone Symmetry': 'VERY GOOD',
    'Center Stone Cut': 'Excellent', 'Side Stone GemType': 'Diamond', 'Side Stone Total Stone': '24', 'Side Stone Shape': 'Round',
    'Side Stone Size': '0.50', 'Side Stone Color': 'G', 'Side Stone Clarity': 'VS2', City: 'New York', State: 'NY', Country: 'USA', Rank: '10',
    'Image Link': 'https://img.example.com/JW-3001/1.jpg', 'Image Link 2': 'https://img.example.com/JW-3001/2.jpg',
  },
};

/** The template download: header and example row, CRLF line ends, UTF-8 without a byte-order mark. */
export function templateCsv(category: ImportCategory): string {
  const headers = templateHeaders(category);
  return csvLine(headers) + csvLine(headers.map((header) => EXAMPLES[category][header] ?? ''));
}
