"""Cleaning: OCR repair, regularisation and normalisation, each recorded as interventions."""
