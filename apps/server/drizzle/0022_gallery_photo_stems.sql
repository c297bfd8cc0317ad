CREATE UNIQUE INDEX "gallery_photos_gallery_stem_key" ON "gallery_photos" USING btree ("gallery_id","stem");
