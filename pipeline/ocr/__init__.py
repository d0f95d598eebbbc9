"""Real OCR from scans or line images: tesseract, then post-correction of its reading toward
the diplomatic transcription of 17th-century print."""
