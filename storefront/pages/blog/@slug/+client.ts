// ADR 0044: this page is HTML only; the island script is all the JavaScript it loads.
import '../../../src/islands/island';
