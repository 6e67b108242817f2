#!/bin/sh
# Installs the Debian font packages whose letters and digits the drawn training decks
# are set in (the list and each licence: SOURCES.md). The benchmark's held-out fonts
# (EB Garamond, Comic Neue, Go) are not among them: make_data.py leaves them out even
# where they are installed.
set -eu
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    fonts-dejavu-core fonts-dejavu-extra fonts-liberation fonts-freefont-ttf \
    fonts-urw-base35 fonts-texgyre fonts-crosextra-carlito fonts-open-sans \
    fonts-roboto-unhinted fonts-lato fonts-linuxlibertine fonts-cantarell \
    fonts-croscore fonts-noto-mono \
    fonts-adf-accanthis fonts-adf-baskervald fonts-adf-berenis fonts-adf-gillius \
    fonts-adf-ikarius fonts-adf-irianis fonts-adf-libris fonts-adf-mekanus \
    fonts-adf-oldania fonts-adf-romande fonts-adf-solothurn fonts-adf-switzera \
    fonts-adf-tribun fonts-adf-universalis fonts-adf-verana fonts-stix \
    fonts-vollkorn fonts-sil-gentiumplus fonts-sil-charis fonts-sil-andika \
    fonts-tuffy fonts-roboto-slab fonts-paratype fonts-oxygen fonts-quattrocento \
    fonts-jura fonts-prociono fonts-radisnoir fonts-averia-serif-gwf \
    fonts-averia-sans-gwf fonts-averia-gwf fonts-yanone-kaffeesatz fonts-dosis \
    fonts-inter fonts-oldstandard fonts-junicode fonts-fanwood \
    fonts-goudybookletter fonts-cmu fonts-cabin fonts-b612 fonts-bebas-neue \
    fonts-league-spartan fonts-manrope fonts-play fonts-comfortaa \
    fonts-cardo fonts-clear-sans fonts-courier-prime fonts-crosextra-caladea \
    fonts-dancingscript fonts-fantasque-sans fonts-firacode fonts-hack \
    fonts-inconsolata fonts-jetbrains-mono fonts-karla fonts-lobster \
    fonts-lobstertwo fonts-quicksand fonts-opendyslexic fonts-century-catalogue \
    fonts-elstob fonts-gfs-didot fonts-gfs-bodoni-classic fonts-isabella \
    fonts-kaushanscript fonts-levien-museum fonts-lindenhill fonts-rufscript \
    fonts-sora fonts-tiresias fonts-yrsa-rasa fonts-sil-doulos fonts-mononoki \
    fonts-anonymous-pro fonts-allerta fonts-junction fonts-lemonada fonts-ocr-b \
    fonts-staypuft fonts-summersby fonts-dkg-handwriting fonts-engadget \
    fonts-tlwg-purisa-ttf fonts-tlwg-norasi-ttf fonts-tlwg-typewriter-ttf \
    fonts-arapey fonts-le-murmure fonts-femkeklaver
