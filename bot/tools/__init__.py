"""The developer and operator tools behind ``caravanserai``: benches, the gallery, simulations."""
