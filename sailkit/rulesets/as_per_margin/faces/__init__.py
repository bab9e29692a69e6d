"""What shows *As Per Margin* to people, one module a face, each imported only when that face is used."""
