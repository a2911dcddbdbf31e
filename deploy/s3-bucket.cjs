// Compose profile s3, one-shot: creates the shop's bucket in SeaweedFS with the shop's own S3
// settings (so it also proves they work), waiting up to a minute for the store to answer.
const { CreateBucketCommand, S3Client } = require('@aws-sdk/client-s3');

const env = process.env;
const s3 = new S3Client({
  endpoint: env.S3_ENDPOINT,
  region: env.S3_REGION || 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
});

async function main() {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await s3.send(new CreateBucketCommand({ Bucket: env.S3_BUCKET }));
      console.log(`Created bucket ${env.S3_BUCKET}`);
      return;
    } catch (err) {
      if (err.name === 'BucketAlreadyOwnedByYou' || err.name === 'BucketAlreadyExists') {
        console.log(`Bucket ${env.S3_BUCKET} exists`);
        return;
      }
      if (attempt >= 30) throw err;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

main().catch((err) => {
  console.error(`s3-bucket: ${err.name}: ${err.message}`);
  process.exit(1);
});
