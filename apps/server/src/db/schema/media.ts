// Tables owned by the media feature (db/table-owners.ts).

export interface MediaImagesTable {
  id: string;
  restaurant_id: string;
  source_type: string;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
}

export interface MediaSchema {
  media_images: MediaImagesTable;
}
